import type { Culture } from './cultures';

type Label = Record<Culture, string>;
const l = (tr: string, de: string, en: string): Label => ({ tr, de, en });

/**
 * What a person calls the fields a validation message may name (the last name of the failing field's path,
 * in any case: `PageNumber` and `pageNumber` alike). A field not listed here is left out of the message a
 * person reads (its JSON name means nothing to them); the error's `details.fields` names it for developers.
 */
const LABELS: Record<string, Label> = {
  username: l('Kullanıcı adı', 'Benutzername', 'User name'),
  accountname: l('Kullanıcı adı', 'Benutzername', 'User name'),
  password: l('Şifre', 'Passwort', 'Password'),
  newpassword: l('Yeni şifre', 'Neues Passwort', 'New password'),
  currentpassword: l('Mevcut şifre', 'Aktuelles Passwort', 'Current password'),
  email: l('E-posta', 'E-Mail', 'Email'),
  callbackurl: l('Dönüş bağlantısı', 'Rücksprung-Link', 'Return link'),
  firstname: l('Ad', 'Vorname', 'First name'),
  lastname: l('Soyad', 'Nachname', 'Last name'),
  name: l('Ad', 'Name', 'Name'),
  title: l('Başlık', 'Titel', 'Title'),
  titles: l('Başlık', 'Titel', 'Title'),
  code: l('Kod', 'Code', 'Code'),
  description: l('Açıklama', 'Beschreibung', 'Description'),
  note: l('Not', 'Notiz', 'Note'),
  phone: l('Telefon', 'Telefon', 'Phone'),
  address: l('Adres', 'Adresse', 'Address'),
  city: l('Şehir', 'Ort', 'City'),
  countrycode: l('Ülke', 'Land', 'Country'),
  taxnumber: l('Vergi numarası', 'Steuernummer', 'Tax number'),
  taxoffice: l('Vergi dairesi', 'Finanzamt', 'Tax office'),
  language: l('Dil', 'Sprache', 'Language'),
  culture: l('Dil', 'Sprache', 'Language'),
  startdate: l('Başlangıç tarihi', 'Startdatum', 'Start date'),
  enddate: l('Bitiş tarihi', 'Enddatum', 'End date'),
  datefrom: l('Başlangıç tarihi', 'Startdatum', 'Start date'),
  dateto: l('Bitiş tarihi', 'Enddatum', 'End date'),
  months: l('Ay sayısı', 'Anzahl Monate', 'Number of months'),
  pagenumber: l('Sayfa', 'Seite', 'Page'),
  pagesize: l('Sayfa boyutu', 'Seitengröße', 'Page size'),
  search: l('Arama', 'Suche', 'Search'),
  searchtext: l('Arama', 'Suche', 'Search'),
  q: l('Arama', 'Suche', 'Search'),
  sortby: l('Sıralama', 'Sortierung', 'Sort order'),
  quantity: l('Miktar', 'Menge', 'Quantity'),
  amount: l('Tutar', 'Betrag', 'Amount'),
  price: l('Fiyat', 'Preis', 'Price'),
  currency: l('Döviz', 'Währung', 'Currency'),
  discountrate: l('İskonto oranı', 'Rabattsatz', 'Discount rate'),
  duedays: l('Vade günü', 'Zahlungsziel (Tage)', 'Due days'),
  docnumber: l('Sipariş no', 'Bestellnummer', 'Order number'),
  docno: l('Sipariş no', 'Bestellnummer', 'Order number'),
  paymentorderid: l('Ödeme numarası', 'Zahlungsnummer', 'Payment number'),
  customerid: l('Müşteri', 'Kunde', 'Customer'),
  productid: l('Ürün', 'Produkt', 'Product'),
  paymentmethodcode: l('Ödeme şekli', 'Zahlungsart', 'Payment method'),
  customeraddresscode: l('Teslimat adresi', 'Lieferadresse', 'Delivery address'),
  productcode: l('Ürün kodu', 'Produktcode', 'Product code'),
  categoryid: l('Kategori', 'Kategorie', 'Category'),
  roleid: l('Kullanıcı grubu', 'Benutzergruppe', 'User group'),
  status: l('Durum', 'Status', 'Status'),
  tag: l('Etiket', 'Kennung', 'Tag'),
  grouptag: l('Grup etiketi', 'Gruppenkennung', 'Group tag'),
  subject: l('Konu', 'Betreff', 'Subject'),
  body: l('İçerik', 'Inhalt', 'Content'),
  host: l('Sunucu', 'Server', 'Server'),
  port: l('Port', 'Port', 'Port'),
  url: l('Adres', 'Adresse', 'Address'),
  serveraddress: l('Sunucu adresi', 'Serveradresse', 'Server address'),
  rootpath: l('Klasör yolu', 'Ordnerpfad', 'Folder path'),
  rooturl: l('Kök adres', 'Basisadresse', 'Base address'),
  serviceurl: l('Servis adresi', 'Dienstadresse', 'Service address'),
  posid: l('Ödeme altyapısı', 'Zahlungsanbieter', 'Payment provider'),
  cron: l('Zamanlama', 'Zeitplan', 'Schedule'),
  sql: l('SQL', 'SQL', 'SQL'),
  rows: l('Satırlar', 'Zeilen', 'Rows'),
  columns: l('Sütunlar', 'Spalten', 'Columns'),
  measure: l('Ölçü', 'Kennzahl', 'Measure'),
  format: l('Biçim', 'Format', 'Format'),
  startson: l('Başlangıç tarihi', 'Startdatum', 'Start date'),
  endson: l('Bitiş tarihi', 'Enddatum', 'End date'),
  value: l('Değer', 'Wert', 'Value'),
};

/**
 * The label of the field at `path` ("items.2.quantity", "PageNumber") in `culture`, or null when a person
 * would not know the field by name (its JSON name is then left out of the message).
 */
export function fieldLabel(path: string, culture: Culture): string | null {
  const last = path
    .split('.')
    .filter((part) => part !== '' && !/^\d+$/.test(part))
    .at(-1);
  if (!last) return null;
  return LABELS[last.toLowerCase()]?.[culture] ?? null;
}
