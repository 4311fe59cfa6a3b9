import type { DocumentType } from '@dealerport/contract';

export const documentKeys = {
  all: ['documents'] as const,
  tree: (type: DocumentType) => [...documentKeys.all, 'tree', type] as const,
};
