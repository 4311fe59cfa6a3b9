import { integrationsApi, type SyncEntity } from '@dealerport/contract';
import { downloadApi } from '../../../lib/api-client';

/** GET /api/integrations/sync/{entity}/template: a CSV with the entity's columns and an example row, saved. */
export const downloadSyncTemplate = (entity: SyncEntity) => downloadApi(integrationsApi.downloadSyncTemplate, { params: { entity } });
