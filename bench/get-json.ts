/** An API answer's `data`, or an error naming the URL when the envelope says it failed. */
export async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  const body = (await response.json()) as { code: number; msg: string; data: T };
  if (body.code !== 200) throw new Error(`${url}: ${body.code} ${body.msg}`);
  return body.data;
}
