/** Posts a file the way the admin's browser does (GraphQL multipart request). */
export async function uploadFile(url: string, bytes: Buffer, key: string, token?: string, filename = 'photo.jpg') {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: 'mutation ($file: Upload!, $key: String!) { uploadImage(file: $file, key: $key) }', variables: { file: null, key } }));
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', new Blob([new Uint8Array(bytes)]), filename);
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'apollo-require-preflight': 'true', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as { data?: { uploadImage: string } | null; errors?: Array<{ message: string; extensions?: { code?: string } }> } };
}
