import { useEffect, useState } from 'react';

/**
 * How far the grid is set up: `box` (its empty, fixed-size box only), `grid` (ag-grid made,
 * no rows yet), `rows` (its rows drawn). Each step runs in a task of its own, so the browser
 * can paint and take input between them: in one task, the screen's first render, ag-grid's
 * set-up (its theme measured, its columns built) and the first rows drawn were one long task
 * after Sign In, over the 50 ms a task may take (docs/benchmarks.md, "Main-thread budget").
 * The box keeps the grid's height, so nothing moves when the grid appears.
 */
export type GridStage = 'box' | 'grid' | 'rows';

const NEXT: Record<GridStage, GridStage> = { box: 'grid', grid: 'rows', rows: 'rows' };

export function useGridStages(): GridStage {
  const [stage, setStage] = useState<GridStage>('box');
  useEffect(() => {
    if (stage === 'rows') return;
    // A macrotask, not a microtask or an effect: the browser paints and takes input between.
    const timer = setTimeout(() => setStage(NEXT[stage]), 0);
    return () => clearTimeout(timer);
  }, [stage]);
  return stage;
}
