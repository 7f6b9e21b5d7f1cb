import { notifications } from '@mantine/notifications';
import { toastColours } from '../../../app/error-toast.ts';
import { downloadFile } from '../../../components/download-file.ts';

/** Downloads a company file version; a failure shows §8 'Failed to download file.' with the reason. */
export async function downloadDocument(url: string, fileName: string): Promise<void> {
  try {
    await downloadFile(url, { fileName });
  } catch (e) {
    notifications.show({
      color: toastColours.error,
      title: 'Download',
      message: (e as Error).message,
    });
  }
}
