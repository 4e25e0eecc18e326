import { restJson } from '../../../lib/rest';

/** Uploads a content image (post, partner logo, testimonial photo); answers its site path. */
export async function uploadContentImage(file: File): Promise<string> {
  const { path } = await restJson<{ path: string }>('/api/admin/upload/image', { form: { image: file }, auth: true });
  return path;
}
