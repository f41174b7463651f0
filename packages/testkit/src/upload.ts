import { ApiError, uploadData, type ErrorBody, type UploadData, type UploadPath } from '@app/contract';

/**
 * `POST /v1/file/upload` as a buyer (multipart, so beside the typed client, which sends JSON): the
 * stored file's URL, or the contract's ApiError.
 */
export async function uploadFile(
  baseUrl: string,
  token: string,
  file: Blob,
  path: UploadPath,
  name: string,
): Promise<UploadData> {
  const form = new FormData();
  form.append('file', file, name);
  form.append('path', path);
  form.append('name', name);
  const response = await fetch(`${baseUrl}/v1/file/upload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  const json = (await response.json().catch(() => undefined)) as
    (Partial<ErrorBody> & { data?: unknown }) | undefined;
  if (response.status === 200 && json?.code === 0) return uploadData.parse(json.data);
  throw new ApiError({
    status: response.status,
    ...(json?.code !== undefined ? { code: json.code } : {}),
    error: json?.error ?? 'BAD_RESPONSE',
    message: json?.msg || json?.message || `HTTP ${response.status}`,
    ...(json?.fields ? { fields: json.fields } : {}),
  });
}
