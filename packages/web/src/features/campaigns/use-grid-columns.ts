import { useEffect, useState } from 'react';

/** How many card columns fit the window: Tailwind's sm (640 px) and lg (1024 px) breakpoints. */
export const gridColumns = (width: number): number => (width >= 1024 ? 3 : width >= 640 ? 2 : 1);

/** The view screen's card columns for the current window width, updated on resize. */
export function useGridColumns(): number {
  const [columns, setColumns] = useState(() => gridColumns(window.innerWidth));
  useEffect(() => {
    const update = () => setColumns(gridColumns(window.innerWidth));
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return columns;
}
