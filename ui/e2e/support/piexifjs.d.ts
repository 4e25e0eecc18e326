/** The few calls of piexifjs (no types of its own) the journeys use to write a phone's EXIF. */
declare module 'piexifjs' {
  const piexif: {
    ImageIFD: Record<string, number>;
    ExifIFD: Record<string, number>;
    GPSIFD: Record<string, number>;
    dump(exif: Record<string, Record<number, unknown>>): string;
    insert(exif: string, jpegBinaryString: string): string;
  };
  export default piexif;
}
