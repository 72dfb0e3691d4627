import { crc32 } from "node:zlib";
import sharp from "sharp";

/**
 * A one-pixel PNG whose header claims another size (its IHDR chunk and
 * checksum rewritten): 90 bytes that a reader takes for, say, a 16,000 ×
 * 16,000 picture, as an attacker's upload would be. Nothing in a test
 * decodes it; the checks that read its header must refuse it first.
 */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: "#fff" } })
    .png()
    .toBuffer();
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}
