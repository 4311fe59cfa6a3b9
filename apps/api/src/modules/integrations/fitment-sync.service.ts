import { createHash } from 'node:crypto';
import {
  type BatterySpecSyncRow,
  EXPERT_OPINION_PDF_MAX_BYTES,
  type ExpertOpinionSyncRow,
  type VehicleSyncRow,
} from '@dealerport/contract';
import { deleteImportedDocuments, findPdfDocuments, isPdf, removeStoredDocuments, storeImportedPdf } from '../documents';
import type { Handler } from './erp-sync.service';
import * as repo from './fitment-sync.repository';
import { findProducts, type Status } from './sync.repository';
import { dropDuplicates } from './sync-rows';

/**
 * Vehicles with their wheel and battery fitment (issue 19; ADR 0052), keyed by the ERP's (or the fitment
 * supplier's) vehicle code. A row is the whole vehicle: fitments it leaves out are removed. Rows equal to what
 * is stored are left alone (`unchanged`).
 */
export const syncVehicles: Handler<VehicleSyncRow> = async (db, checked, errors) => {
  const rows = dropDuplicates(checked, (v) => v.code.toUpperCase(), 'code', errors);
  if (errors.count > 0) return null;
  const values: repo.VehicleValues[] = rows.map(({ value: v }) => ({
    code: v.code,
    make: v.make,
    model: v.model,
    year_from: v.yearFrom,
    year_to: v.yearTo,
    engine: v.engine,
    is_active: v.active,
    wheel:
      v.pcd === undefined
        ? null
        : {
            pcd: v.pcd,
            centre_bore: v.centreBore === undefined || v.centreBore === null ? null : String(v.centreBore),
            offset_min: v.offsetMin!,
            offset_max: v.offsetMax!,
            rim_diameters: v.rimDiameters!,
            tyre_sizes: v.tyreSizes ?? [],
          },
    battery:
      v.batteryAh === undefined
        ? null
        : {
            capacity_ah: v.batteryAh,
            cca: v.batteryCca!,
            max_length_mm: v.batteryLengthMm!,
            max_width_mm: v.batteryWidthMm!,
            max_height_mm: v.batteryHeightMm!,
            terminal_layout: v.batteryTerminalLayout!,
          },
  }));
  const stored = await repo.findVehicles(
    db,
    values.map((v) => v.code),
  );
  const statuses = values.map((v) => {
    const old = stored.get(v.code);
    if (!old) return 'created' as const;
    return JSON.stringify(old) === JSON.stringify(v) ? ('unchanged' as const) : ('updated' as const);
  });
  const changed = values.filter((_, i) => statuses[i] !== 'unchanged');
  if (changed.length > 0) await repo.writeVehicles(db, changed);
  return statuses;
};

/** Product ids by code. */
async function productIds(db: Parameters<Handler<unknown>>[0], codes: string[]) {
  return new Map((await findProducts(db, [...new Set(codes)])).map((p) => [p.code, p.id] as const));
}

/**
 * Battery products' spec sheets (ADR 0055), keyed by the product's code: what the battery search matches on.
 * `deleted: true` removes one (removing one that is not there is `unchanged`).
 */
export const syncBatterySpecs: Handler<BatterySpecSyncRow> = async (db, checked, errors) => {
  const rows = dropDuplicates(checked, (v) => v.productCode, 'productCode', errors);
  const products = await productIds(
    db,
    rows.map((r) => r.value.productCode),
  );
  for (const { value: v, rowNo } of rows)
    if (!products.has(v.productCode)) errors.add(rowNo, 'productCode', 'UNKNOWN_PRODUCT', { code: v.productCode });
  if (errors.count > 0) return null;
  const stored = await repo.findBatterySpecs(db, [...products.values()]);
  const upserts: repo.BatterySpecValues[] = [];
  const deletions: number[] = [];
  const statuses = rows.map(({ value: v }): Status => {
    const productId = products.get(v.productCode)!;
    const old = stored.get(productId);
    if (v.deleted) {
      if (!old) return 'unchanged';
      deletions.push(productId);
      return 'updated';
    }
    const next: repo.BatterySpecValues = {
      product_id: productId,
      capacity_ah: v.capacityAh!,
      cca: v.cca!,
      length_mm: v.lengthMm!,
      width_mm: v.widthMm!,
      height_mm: v.heightMm!,
      terminal_layout: v.terminalLayout!,
    };
    if (old && JSON.stringify(old) === JSON.stringify(next)) return 'unchanged';
    upserts.push(next);
    return old ? 'updated' : 'created';
  });
  await repo.upsertBatterySpecs(db, upserts);
  await repo.deleteBatterySpecs(db, deletions);
  return statuses;
};

/** The document folder of the certificates the opinions' PDFs go to (the demo's folder too). */
const OPINION_FOLDER = 'Gutachten / ABE';
const MAX_LABEL = `${EXPERT_OPINION_PDF_MAX_BYTES / 1024 / 1024} MB`;

/**
 * Gutachten and ABE (ADR 0055), keyed by number, rim code and vehicle code. The PDF comes as the id of a
 * certificate already in the document store, or as the file in base64: then the sync stores it as a
 * certificate of its own (folder "Gutachten / ABE") and keeps its SHA-256, so the same file again is
 * `unchanged`, another one replaces it (the old document removed), and removing the opinion removes it.
 * Documents named by id are an administrator's: the sync never removes them.
 */
export const syncExpertOpinions: Handler<ExpertOpinionSyncRow> = async (db, checked, errors, env) => {
  const rows = dropDuplicates(checked, (v) => `${v.code}|${v.rimCode}|${v.vehicleCode}`, 'code', errors);
  const [products, vehicles, documents] = await Promise.all([
    productIds(
      db,
      rows.map((r) => r.value.rimCode),
    ),
    repo.findVehicleIds(db, [...new Set(rows.map((r) => r.value.vehicleCode))]),
    findPdfDocuments(
      db,
      'certificates',
      rows.flatMap((r) => (r.value.documentId ? [r.value.documentId] : [])),
    ),
  ]);
  const pdfs = new Map<number, { bytes: Buffer; sha: string }>();
  for (const { value: v, rowNo, index } of rows) {
    if (!products.has(v.rimCode)) errors.add(rowNo, 'rimCode', 'UNKNOWN_PRODUCT', { code: v.rimCode });
    if (!vehicles.has(v.vehicleCode)) errors.add(rowNo, 'vehicleCode', 'UNKNOWN_VEHICLE', { code: v.vehicleCode });
    if (v.deleted) continue;
    if (v.documentId && !documents.has(v.documentId)) errors.add(rowNo, 'documentId', 'UNKNOWN_DOCUMENT', { id: v.documentId });
    if (v.pdf !== undefined) {
      const bytes = Buffer.from(v.pdf, 'base64');
      if (bytes.length > EXPERT_OPINION_PDF_MAX_BYTES) errors.add(rowNo, 'pdf', 'PDF_TOO_LARGE', { max: MAX_LABEL });
      else if (!isPdf(bytes)) errors.add(rowNo, 'pdf', 'PDF_INVALID');
      else pdfs.set(index, { bytes, sha: createHash('sha256').update(bytes).digest('hex') });
    }
  }
  if (errors.count > 0) return null;

  const stored = new Map(
    (await repo.findOpinions(db, [...new Set(products.values())])).map((o) => [`${o.code}|${o.product_id}|${o.vehicle_id}`, o] as const),
  );
  /** Documents the sync made for opinions that no longer use them. */
  const dropDocuments: string[] = [];
  const dropOpinions: number[] = [];
  const writes: {
    old: repo.StoredOpinion | undefined;
    key: { code: string; product_id: number; vehicle_id: number };
    kind: 'gutachten' | 'abe';
    document_id: string | null;
    pdf_sha256: string | null;
    store?: { bytes: Buffer; name: string };
  }[] = [];
  const statuses = rows.map(({ value: v, index }): Status => {
    const key = { code: v.code, product_id: products.get(v.rimCode)!, vehicle_id: vehicles.get(v.vehicleCode)! };
    const old = stored.get(`${key.code}|${key.product_id}|${key.vehicle_id}`);
    const owned = old?.pdf_sha256 && old.document_id ? old.document_id : null;
    if (v.deleted) {
      if (!old) return 'unchanged';
      dropOpinions.push(old.id);
      if (owned) dropDocuments.push(owned);
      return 'updated';
    }
    const pdf = pdfs.get(index);
    let document_id = old?.document_id ?? null;
    let pdf_sha256 = old?.pdf_sha256 ?? null;
    let store: { bytes: Buffer; name: string } | undefined;
    if (pdf && !(owned && old?.pdf_sha256 === pdf.sha)) {
      if (owned) dropDocuments.push(owned);
      store = { bytes: pdf.bytes, name: `${v.code}-${v.rimCode}-${v.vehicleCode}-${pdf.sha.slice(0, 8)}.pdf`.replace(/\s+/g, '-') };
      pdf_sha256 = pdf.sha;
      document_id = null; // the stored one's, once written
    } else if (v.documentId !== undefined && v.documentId !== old?.document_id) {
      if (owned) dropDocuments.push(owned);
      document_id = v.documentId;
      pdf_sha256 = null;
    }
    if (old && !store && old.kind === v.kind && old.document_id === document_id && old.pdf_sha256 === pdf_sha256) return 'unchanged';
    writes.push({ old, key, kind: v.kind!, document_id, pdf_sha256, store });
    return old ? 'updated' : 'created';
  });

  // A document the sync made stays while anything still points at it (another opinion named it by id).
  const changedIds = [...dropOpinions, ...writes.flatMap((w) => (w.old ? [w.old.id] : []))];
  const inUse = await repo.documentsInUse(db, dropDocuments, changedIds);
  for (const w of writes) if (w.document_id) inUse.add(w.document_id);
  const removed = await deleteImportedDocuments(
    db,
    dropDocuments.filter((id) => !inUse.has(id)),
  );
  if (removed.length > 0) env.afterCommit(() => removeStoredDocuments(env.config, removed));
  await repo.deleteOpinions(db, dropOpinions);
  for (const w of writes) {
    let documentId = w.document_id;
    if (w.store) {
      const doc = await storeImportedPdf(db, env.config, {
        type: 'certificates',
        folderName: OPINION_FOLDER,
        name: w.store.name,
        bytes: w.store.bytes,
      });
      env.onRollback(() => removeStoredDocuments(env.config, [doc.storageKey]));
      documentId = doc.id;
    }
    const values = { kind: w.kind, document_id: documentId, pdf_sha256: w.pdf_sha256 };
    if (w.old) await repo.updateOpinion(db, w.old.id, values);
    else await repo.insertOpinion(db, { ...w.key, ...values });
  }
  return statuses;
};
