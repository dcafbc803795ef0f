/**
 * The binomial coefficient C(n, k): how many ways to choose k of n items. 0 when k is out
 * of 0..n.
 *
 * @throws RangeError when n or k is not a whole number, n is negative, or the result is
 *   beyond the safe integer range.
 */
export function binomial(n: number, k: number): number {
  if (!Number.isInteger(n) || !Number.isInteger(k) || n < 0) {
    throw new RangeError(`C(${n}, ${k}) is not defined`);
  }
  if (k < 0 || k > n) return 0;
  const m = Math.min(k, n - k);
  // Each step is C(n, i + 1) exactly; bigint keeps the intermediate product exact.
  let result = 1n;
  for (let i = 0; i < m; i += 1) result = (result * BigInt(n - i)) / BigInt(i + 1);
  if (result > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new RangeError(`C(${n}, ${k}) is beyond the safe integer range`);
  }
  return Number(result);
}

/**
 * Every k-element combination of `items`, each in the order of `items`, in lexicographic
 * order of positions: `combinations([1, 2, 3], 2)` gives [1, 2], [1, 3], [2, 3].
 * Yields nothing when k is out of 0..items.length.
 */
export function* combinations<T>(items: readonly T[], k: number): Generator<T[]> {
  const n = items.length;
  if (!Number.isInteger(k) || k < 0 || k > n) return;
  const index = Array.from({ length: k }, (_, i) => i);
  for (;;) {
    yield index.map((i) => items[i] as T);
    let i = k - 1;
    while (i >= 0 && index[i] === n - k + i) i -= 1;
    if (i < 0) return;
    index[i] = (index[i] as number) + 1;
    for (let j = i + 1; j < k; j += 1) index[j] = (index[j - 1] as number) + 1;
  }
}

function* permute(digits: string[], start: number): Generator<string> {
  if (start >= digits.length - 1) {
    yield digits.join('');
    return;
  }
  const used = new Set<string>();
  for (let i = start; i < digits.length; i += 1) {
    const digit = digits[i] as string;
    if (used.has(digit)) continue;
    used.add(digit);
    [digits[start], digits[i]] = [digit, digits[start] as string];
    yield* permute(digits, start + 1);
    [digits[start], digits[i]] = [digits[i] as string, digit];
  }
}

/**
 * Every distinct number made of the same digits as `value` written `digits` wide, in
 * ascending order ("đảo số"): 123 → 6 numbers, 112 → 3, 111 → 1, 12 as '012' → 6.
 *
 * @throws RangeError when `value` is not a whole number of at most `digits` digits.
 */
export function digitPermutations(value: number, digits: number): number[] {
  const text = String(value);
  if (!Number.isInteger(value) || value < 0 || text.length > digits) {
    throw new RangeError(`${value} is not a number of ${digits} digits`);
  }
  const found = new Set<number>();
  for (const permutation of permute([...text.padStart(digits, '0')], 0)) {
    found.add(Number(permutation));
  }
  return [...found].sort((a, b) => a - b);
}

/** How many distinct digit orders `value` written `digits` wide has (see {@link digitPermutations}). */
export function digitPermutationCount(value: number, digits: number): number {
  const text = String(value);
  if (!Number.isInteger(value) || value < 0 || text.length > digits) {
    throw new RangeError(`${value} is not a number of ${digits} digits`);
  }
  const counts = new Map<string, number>();
  for (const digit of text.padStart(digits, '0')) counts.set(digit, (counts.get(digit) ?? 0) + 1);
  let result = factorial(digits);
  for (const count of counts.values()) result /= factorial(count);
  return result;
}

function factorial(n: number): number {
  let result = 1;
  for (let i = 2; i <= n; i += 1) result *= i;
  return result;
}

const WILDCARD_PATTERN = /^[0-9*]+$/;

/**
 * Every number a pattern with wildcards stands for ("bao vị trí"): each `*` is any digit,
 * in ascending order — `'1*3'` gives 103, 113, …, 193.
 *
 * @throws RangeError when the pattern has characters other than digits and `*`.
 */
export function expandWildcards(pattern: string): number[] {
  if (!WILDCARD_PATTERN.test(pattern)) throw new RangeError(`Not a wildcard pattern: ${pattern}`);
  let numbers = [''];
  for (const char of pattern) {
    const options = char === '*' ? '0123456789' : char;
    numbers = numbers.flatMap((prefix) => [...options].map((digit) => prefix + digit));
  }
  return numbers.map(Number);
}
