import { useAnimatedNumber } from '../use-animated-number';

/** A count that animates to its value (spec §9 number animation), grouped as '1,234'. */
export function AnimatedNumber({ value }: { value: number }) {
  return <>{useAnimatedNumber(value).toLocaleString('en-US')}</>;
}
