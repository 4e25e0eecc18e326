/** The book's journeys' shared set-up (issue 52): real photographs and projects through the API. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { graphql } from './company';

/** A real JPEG drawn by Chromium: a warm gradient and a few shapes, like a photograph's tones. */
export async function photo(page: Page, hue: number, label: string): Promise<Buffer> {
  const data = await page.evaluate(
    ([hue, label]) => {
      const canvas = document.createElement('canvas');
      canvas.width = 1200;
      canvas.height = 900;
      const g = canvas.getContext('2d')!;
      const gradient = g.createLinearGradient(0, 0, 1200, 900);
      gradient.addColorStop(0, `hsl(${hue}, 40%, 28%)`);
      gradient.addColorStop(1, `hsl(${Number(hue) + 35}, 45%, 68%)`);
      g.fillStyle = gradient;
      g.fillRect(0, 0, 1200, 900);
      g.fillStyle = 'rgba(255, 250, 240, 0.25)';
      for (let i = 0; i < 6; i += 1) g.fillRect(140 + i * 160, 180 + (i % 2) * 60, 110, 520);
      g.fillStyle = 'rgba(255, 250, 240, 0.9)';
      g.font = 'bold 88px Georgia, serif';
      g.fillText(String(label), 80, 820);
      return canvas.toDataURL('image/jpeg', 0.9).split(',')[1];
    },
    [hue, label] as const,
  );
  return Buffer.from(data, 'base64');
}

/** A project of her book through the API, with its photographs (hue, alternative text, caption). */
export async function bookProject(
  request: APIRequestContext,
  bearer: string,
  page: Page,
  title: string,
  images: [number, string, string][],
): Promise<void> {
  const created = await graphql(
    request,
    bearer,
    'mutation ($input: BookProjectInput!) { createBookProject(input: $input) { projects { id title } } }',
    { input: { title, year: 2025, role: 'réalisation', place: 'Lyon', techniques: 'laque, feuille d’or' } },
  );
  const id = (created.createBookProject.projects as { id: string; title: string }[]).find((p) => p.title === title)!.id;
  for (const [hue, alt, caption] of images) {
    const uploaded = await request.post('/api/upload/book-image', {
      headers: { Authorization: `Bearer ${bearer}` },
      multipart: {
        project: id,
        altText: alt,
        caption,
        image: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await photo(page, hue, alt) },
      },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(200);
  }
}

/**
 * A photograph as a phone writes it: the JPEG of `photo` with an EXIF block naming the camera,
 * the moment and where it was taken (GPS), written by piexifjs.
 */
export async function phonePhoto(page: Page, hue: number, label: string): Promise<Buffer> {
  const { default: piexif } = await import('piexifjs');
  const exif = piexif.dump({
    '0th': { [piexif.ImageIFD.Make]: 'Apple', [piexif.ImageIFD.Model]: 'iPhone 13', [piexif.ImageIFD.Orientation]: 1 },
    Exif: { [piexif.ExifIFD.DateTimeOriginal]: '2026:10:03 14:22:05' },
    GPS: {
      [piexif.GPSIFD.GPSLatitudeRef]: 'N',
      [piexif.GPSIFD.GPSLatitude]: [
        [45, 1],
        [45, 1],
        [2106, 100],
      ],
      [piexif.GPSIFD.GPSLongitudeRef]: 'E',
      [piexif.GPSIFD.GPSLongitude]: [
        [4, 1],
        [50, 1],
        [3312, 100],
      ],
    },
    '1st': {},
    thumbnail: null as unknown as Record<number, unknown>,
  });
  const jpeg = (await photo(page, hue, label)).toString('binary');
  return Buffer.from(piexif.insert(exif, jpeg), 'binary');
}

/** A PNG that says it is 50,000 × 50,000 (2.5 gigapixels) in 100 bytes: a decompression bomb. */
export function pngBomb(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(50_000, 0);
  header.writeUInt32BE(50_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
