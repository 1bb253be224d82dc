/** The content codings the server sends, in the order it prefers them at equal weight. */
export type Encoding = 'zstd' | 'br' | 'gzip';

const PREFERENCE: readonly Encoding[] = ['zstd', 'br', 'gzip'];

/**
 * The coding to send for an `Accept-Encoding` header (RFC 9110 §12.5.3): among `offered`, the
 * one with the highest q-value above 0 (an explicit entry wins over `*`), zstd before brotli
 * before gzip at equal weight; null for identity (no header, nothing acceptable offered, or
 * `br;q=0`).
 *
 * @example
 * preferredEncoding('gzip, deflate, br, zstd')                // 'zstd'
 * preferredEncoding('gzip, deflate, br, zstd', ['br', 'gzip']) // 'br'
 * preferredEncoding('gzip;q=1, br;q=0.5')                     // 'gzip'
 */
export function preferredEncoding<E extends Encoding>(
  header: string | undefined,
  offered: readonly E[] = PREFERENCE as readonly E[],
): E | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (name === '') continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  let best: E | null = null;
  let bestWeight = 0;
  for (const encoding of PREFERENCE as readonly E[]) {
    if (!offered.includes(encoding)) continue;
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}
