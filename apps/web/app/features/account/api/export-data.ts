import { useMutation } from '@tanstack/react-query';
import type { AccountExport } from '@quietdesk/core/api/auth';
import { apiFetch } from '~/lib/api-client';
import { downloadFile } from '~/lib/download';

/** GET /api/account/export: everything the account owns. */
export const exportData = () => apiFetch<AccountExport>('/account/export', { timeoutMs: 120_000 });

export function useDownloadData() {
  return useMutation({
    mutationFn: async () => {
      const data = await exportData();
      const day = data.exported_at.slice(0, 10);
      downloadFile(
        `quietdesk-export-${day}.json`,
        JSON.stringify(data, null, 2),
        'application/json',
      );
    },
  });
}
