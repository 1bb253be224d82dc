/**
 * A count with its noun, as people read one: grouped by thousands, singular for one.
 *
 * @example
 * counted(1, 'profile') // '1 profile'
 * counted(1200, 'profile') // '1,200 profiles'
 * counted(2, 'person', 'people') // '2 people'
 */
export function counted(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}
