import { type Kysely, sql } from 'kysely';
import { runScript } from './run-script';

/**
 * Countries (spec 02 §3 Country: id, name) for the address and customer screens and the
 * definitions lookups: ISO 3166-1 alpha-2 code and the name in each language we serve.
 * Europe, Türkiye and its neighbours, and the major trading partners beyond.
 */
const COUNTRIES: [code: string, tr: string, de: string, en: string][] = [
  ['AD', 'Andorra', 'Andorra', 'Andorra'],
  ['AE', 'Birleşik Arap Emirlikleri', 'Vereinigte Arabische Emirate', 'United Arab Emirates'],
  ['AL', 'Arnavutluk', 'Albanien', 'Albania'],
  ['AM', 'Ermenistan', 'Armenien', 'Armenia'],
  ['AR', 'Arjantin', 'Argentinien', 'Argentina'],
  ['AT', 'Avusturya', 'Österreich', 'Austria'],
  ['AU', 'Avustralya', 'Australien', 'Australia'],
  ['AZ', 'Azerbaycan', 'Aserbaidschan', 'Azerbaijan'],
  ['BA', 'Bosna-Hersek', 'Bosnien und Herzegowina', 'Bosnia and Herzegovina'],
  ['BE', 'Belçika', 'Belgien', 'Belgium'],
  ['BG', 'Bulgaristan', 'Bulgarien', 'Bulgaria'],
  ['BR', 'Brezilya', 'Brasilien', 'Brazil'],
  ['BY', 'Belarus', 'Belarus', 'Belarus'],
  ['CA', 'Kanada', 'Kanada', 'Canada'],
  ['CH', 'İsviçre', 'Schweiz', 'Switzerland'],
  ['CN', 'Çin', 'China', 'China'],
  ['CY', 'Kıbrıs', 'Zypern', 'Cyprus'],
  ['CZ', 'Çekya', 'Tschechien', 'Czechia'],
  ['DE', 'Almanya', 'Deutschland', 'Germany'],
  ['DK', 'Danimarka', 'Dänemark', 'Denmark'],
  ['DZ', 'Cezayir', 'Algerien', 'Algeria'],
  ['EE', 'Estonya', 'Estland', 'Estonia'],
  ['EG', 'Mısır', 'Ägypten', 'Egypt'],
  ['ES', 'İspanya', 'Spanien', 'Spain'],
  ['FI', 'Finlandiya', 'Finnland', 'Finland'],
  ['FR', 'Fransa', 'Frankreich', 'France'],
  ['GB', 'Birleşik Krallık', 'Vereinigtes Königreich', 'United Kingdom'],
  ['GE', 'Gürcistan', 'Georgien', 'Georgia'],
  ['GR', 'Yunanistan', 'Griechenland', 'Greece'],
  ['HR', 'Hırvatistan', 'Kroatien', 'Croatia'],
  ['HU', 'Macaristan', 'Ungarn', 'Hungary'],
  ['ID', 'Endonezya', 'Indonesien', 'Indonesia'],
  ['IE', 'İrlanda', 'Irland', 'Ireland'],
  ['IL', 'İsrail', 'Israel', 'Israel'],
  ['IN', 'Hindistan', 'Indien', 'India'],
  ['IQ', 'Irak', 'Irak', 'Iraq'],
  ['IR', 'İran', 'Iran', 'Iran'],
  ['IS', 'İzlanda', 'Island', 'Iceland'],
  ['IT', 'İtalya', 'Italien', 'Italy'],
  ['JO', 'Ürdün', 'Jordanien', 'Jordan'],
  ['JP', 'Japonya', 'Japan', 'Japan'],
  ['KG', 'Kırgızistan', 'Kirgisistan', 'Kyrgyzstan'],
  ['KR', 'Güney Kore', 'Südkorea', 'South Korea'],
  ['KW', 'Kuveyt', 'Kuwait', 'Kuwait'],
  ['KZ', 'Kazakistan', 'Kasachstan', 'Kazakhstan'],
  ['LB', 'Lübnan', 'Libanon', 'Lebanon'],
  ['LI', 'Lihtenştayn', 'Liechtenstein', 'Liechtenstein'],
  ['LT', 'Litvanya', 'Litauen', 'Lithuania'],
  ['LU', 'Lüksemburg', 'Luxemburg', 'Luxembourg'],
  ['LV', 'Letonya', 'Lettland', 'Latvia'],
  ['LY', 'Libya', 'Libyen', 'Libya'],
  ['MA', 'Fas', 'Marokko', 'Morocco'],
  ['MC', 'Monako', 'Monaco', 'Monaco'],
  ['MD', 'Moldova', 'Moldau', 'Moldova'],
  ['ME', 'Karadağ', 'Montenegro', 'Montenegro'],
  ['MK', 'Kuzey Makedonya', 'Nordmazedonien', 'North Macedonia'],
  ['MT', 'Malta', 'Malta', 'Malta'],
  ['MX', 'Meksika', 'Mexiko', 'Mexico'],
  ['NG', 'Nijerya', 'Nigeria', 'Nigeria'],
  ['NL', 'Hollanda', 'Niederlande', 'Netherlands'],
  ['NO', 'Norveç', 'Norwegen', 'Norway'],
  ['NZ', 'Yeni Zelanda', 'Neuseeland', 'New Zealand'],
  ['PK', 'Pakistan', 'Pakistan', 'Pakistan'],
  ['PL', 'Polonya', 'Polen', 'Poland'],
  ['PT', 'Portekiz', 'Portugal', 'Portugal'],
  ['QA', 'Katar', 'Katar', 'Qatar'],
  ['RO', 'Romanya', 'Rumänien', 'Romania'],
  ['RS', 'Sırbistan', 'Serbien', 'Serbia'],
  ['RU', 'Rusya', 'Russland', 'Russia'],
  ['SA', 'Suudi Arabistan', 'Saudi-Arabien', 'Saudi Arabia'],
  ['SE', 'İsveç', 'Schweden', 'Sweden'],
  ['SI', 'Slovenya', 'Slowenien', 'Slovenia'],
  ['SK', 'Slovakya', 'Slowakei', 'Slovakia'],
  ['SM', 'San Marino', 'San Marino', 'San Marino'],
  ['SY', 'Suriye', 'Syrien', 'Syria'],
  ['TJ', 'Tacikistan', 'Tadschikistan', 'Tajikistan'],
  ['TM', 'Türkmenistan', 'Turkmenistan', 'Turkmenistan'],
  ['TN', 'Tunus', 'Tunesien', 'Tunisia'],
  ['TR', 'Türkiye', 'Türkei', 'Türkiye'],
  ['UA', 'Ukrayna', 'Ukraine', 'Ukraine'],
  ['US', 'Amerika Birleşik Devletleri', 'Vereinigte Staaten', 'United States'],
  ['UZ', 'Özbekistan', 'Usbekistan', 'Uzbekistan'],
  ['VA', 'Vatikan', 'Vatikanstadt', 'Vatican City'],
  ['ZA', 'Güney Afrika', 'Südafrika', 'South Africa'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    create table countries (
      code char(2) primary key check (code ~ '^[A-Z]{2}$'),
      name_tr text not null,
      name_de text not null,
      name_en text not null
    );
  `,
  );
  const rows = COUNTRIES.map(([code, tr, de, en]) => sql`(${code}, ${tr}, ${de}, ${en})`);
  await sql`insert into countries (code, name_tr, name_de, name_en) values ${sql.join(rows)}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(db, 'drop table countries;');
}
