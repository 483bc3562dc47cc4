import { filesApi } from '@freight/domain';
import { callApi } from '../api/apiClient';

/**
 * Deletes an upload the user took back before it was attached to anything. Failing quietly is fine: the
 * server sweeps unattached uploads after a day.
 */
export async function discardUpload(id: number): Promise<void> {
  try {
    await callApi(filesApi.remove, { params: { id } });
  } catch (error) {
    console.warn(`Upload ${id} could not be removed now; the server removes it within a day`, error);
  }
}
