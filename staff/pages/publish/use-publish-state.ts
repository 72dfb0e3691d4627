import { useCallback, useEffect, useState } from "react";
import type { PublishState } from "#schemas/publish.ts";
import { api } from "../../api.ts";

/** While a build waits or runs, the page asks again this often; else now and then, for others' builds. */
const busyRefreshMs = 2_000;
const idleRefreshMs = 15_000;

/**
 * The Publish page's state from the server, kept current: asked again every
 * two seconds while a build (or a preview) waits or runs, every fifteen
 * otherwise, so what the page says stays true whoever started a build. `now`
 * ticks each second on the server's clock, for a build's elapsed time.
 */
export function usePublishState() {
  const [state, setState] = useState<PublishState | null>(null);
  const [offsetMs, setOffsetMs] = useState(0);
  const [tick, setTick] = useState(() => Date.now());
  const load = useCallback(async () => {
    const next = await api<PublishState>("/api/publish");
    setOffsetMs(Date.parse(next.now) - Date.now());
    setState(next);
  }, []);
  useEffect(() => {
    void load();
  }, [load]);
  const busy = state !== null && (state.active !== null || state.preview.build !== null);
  useEffect(() => {
    const timer = setInterval(() => void load(), busy ? busyRefreshMs : idleRefreshMs);
    return () => clearInterval(timer);
  }, [busy, load]);
  useEffect(() => {
    if (!busy) return;
    const timer = setInterval(() => setTick(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [busy]);
  return { state, load, now: tick + offsetMs };
}
