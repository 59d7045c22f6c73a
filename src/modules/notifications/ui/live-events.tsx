'use client';
/**
 * The browser half of the live events (issue 15 §3 "Live", §4; src/server/live-events.ts): one
 * `EventSource` on `GET /api/v2/events` per tab, shared by every component that listens, for
 * signed-in users only (it opens when the first listener mounts — the header's counts, which
 * only signed-in pages render — and closes a moment after the last one unmounts; signing out
 * leaves the page, which closes it).
 *
 * - `useLiveCounts()` → `{ messages, notifications }` or null before the first answer: the header
 *   counts, from the stream's `counts` events and from {@link setLiveCounts} (the counts fetched
 *   after a route change, or returned by a "mark read" call).
 * - `useLiveEvent(type, handler)` calls `handler(data)` for each event of `type`: `message`
 *   `{ conversationId, messageId, withSeoUrl }`, `read` `{ what: 'messages' | 'seen' |
 *   'notifications', conversationId? }`, `notification` `{ id, kind }`, `counts`, and
 *   `reconnect` (this module's own: the stream came back after a break, in which events may have
 *   been missed — lists refetch).
 *
 * Reconnecting: the browser reconnects a dropped stream by itself. When the server refuses it
 * (the stream ends as CLOSED), this module asks for the counts: a 401 means signed out and it
 * stays closed; otherwise it tries again after 1, 2, 4 … at most 60 seconds.
 * A tab hidden for a minute closes its stream and opens it again when shown (then `reconnect`):
 * over HTTP/1.1 a browser keeps at most six connections to a host, and a stream holds one.
 */
import { useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import { quietApi, type ApiPaths } from '@/ui/api/client';

/** The header counts: unread messages and unread notifications. */
export interface LiveCounts {
  messages: number;
  notifications: number;
}

export type LiveEventType = 'counts' | 'message' | 'read' | 'notification' | 'reconnect';
export type LiveEventData = Record<string, string | number | null | undefined>;
type Handler = (data: LiveEventData) => void;

// Typed against the API's paths (CONVENTIONS "no string-built /api URLs").
const EVENTS_PATH: keyof ApiPaths = '/api/v2/events';
const SERVER_EVENTS = ['message', 'read', 'notification'] as const;
/** How long the stream stays open after its last listener leaves (a page change remounts them). */
const CLOSE_DELAY_MS = 3_000;
const MAX_RETRY_MS = 60_000;
/** A tab hidden this long lets its stream go until it is shown again. */
const HIDDEN_CLOSE_MS = 60_000;

const state = {
  source: null as EventSource | null,
  listeners: 0,
  counts: null as LiveCounts | null,
  handlers: new Map<LiveEventType, Set<Handler>>(),
  countWatchers: new Set<() => void>(),
  /** Whether a stream of this tab opened before (the next open is a reconnect). */
  opened: false,
  failures: 0,
  retryTimer: undefined as ReturnType<typeof setTimeout> | undefined,
  closeTimer: undefined as ReturnType<typeof setTimeout> | undefined,
  hiddenTimer: undefined as ReturnType<typeof setTimeout> | undefined,
  watchingVisibility: false,
  /** Set when the server answered 401: no more tries on this page. */
  signedOut: false,
};

function dispatch(type: LiveEventType, data: LiveEventData) {
  for (const handler of state.handlers.get(type) ?? []) handler(data);
}

/**
 * Sets the header counts (those given; the other keeps its value) for every component showing
 * them. Input: counts from `GET /api/v2/me/counts` or the answer of a "mark read" call.
 */
export function setLiveCounts(counts: Partial<LiveCounts>): void {
  const next = { messages: 0, notifications: 0, ...state.counts, ...counts };
  if (state.counts?.messages === next.messages && state.counts.notifications === next.notifications) return;
  state.counts = next;
  for (const watcher of state.countWatchers) watcher();
}

function parse(event: MessageEvent<string>): LiveEventData {
  try {
    const data: unknown = JSON.parse(event.data);
    return typeof data === 'object' && data !== null ? (data as LiveEventData) : {};
  } catch {
    return {};
  }
}

function connect() {
  if (state.source || state.signedOut || typeof EventSource === 'undefined') return;
  const source = new EventSource(EVENTS_PATH);
  state.source = source;
  source.addEventListener('open', () => {
    state.failures = 0;
    if (state.opened) dispatch('reconnect', {});
    state.opened = true;
  });
  source.addEventListener('counts', (event) => {
    const data = parse(event);
    if (typeof data.messages === 'number' && typeof data.notifications === 'number')
      setLiveCounts({ messages: data.messages, notifications: data.notifications });
    dispatch('counts', data);
  });
  for (const type of SERVER_EVENTS) source.addEventListener(type, (event) => dispatch(type, parse(event)));
  source.addEventListener('error', () => {
    // CONNECTING: the browser is already trying again. CLOSED: it gave up (an error answer).
    if (source.readyState !== EventSource.CLOSED) return;
    source.close();
    if (state.source === source) state.source = null;
    scheduleRetry();
  });
}

function scheduleRetry() {
  clearTimeout(state.retryTimer);
  const delay = Math.min(MAX_RETRY_MS, 1_000 * 2 ** state.failures);
  state.failures += 1;
  state.retryTimer = setTimeout(() => {
    if (!state.listeners) return;
    void quietApi
      .GET('/api/v2/me/counts')
      .then(({ data, response }) => {
        if (response.status === 401) {
          state.signedOut = true;
          return;
        }
        if (data) setLiveCounts(data.data);
        connect();
      })
      .catch(() => scheduleRetry());
  }, delay);
}

function close() {
  clearTimeout(state.retryTimer);
  state.source?.close();
  state.source = null;
}

function onVisibilityChange() {
  clearTimeout(state.hiddenTimer);
  if (document.visibilityState === 'hidden') state.hiddenTimer = setTimeout(close, HIDDEN_CLOSE_MS);
  else if (state.listeners > 0) connect();
}

/** Registers one listener of the stream (opens it); the returned function unregisters it. */
function retain(): () => void {
  state.listeners += 1;
  clearTimeout(state.closeTimer);
  if (!state.watchingVisibility) {
    state.watchingVisibility = true;
    document.addEventListener('visibilitychange', onVisibilityChange);
  }
  connect();
  return () => {
    state.listeners -= 1;
    if (state.listeners > 0) return;
    clearTimeout(state.closeTimer);
    state.closeTimer = setTimeout(() => {
      if (!state.listeners) close();
    }, CLOSE_DELAY_MS);
  };
}

/**
 * Calls `handler` for each live event of `type` while the calling component is mounted (the
 * handler may change between renders; the latest one is called). Keeps the stream open.
 */
export function useLiveEvent(type: LiveEventType, handler: Handler): void {
  const onEvent = useEffectEvent(handler);
  useEffect(() => {
    const release = retain();
    const listener: Handler = (data) => onEvent(data);
    const set = state.handlers.get(type) ?? new Set<Handler>();
    set.add(listener);
    state.handlers.set(type, set);
    return () => {
      set.delete(listener);
      release();
    };
  }, [type]);
}

const watchCounts = (watcher: () => void) => {
  state.countWatchers.add(watcher);
  return () => {
    state.countWatchers.delete(watcher);
  };
};

/** The header counts, or null until known (also on the server). Keeps the stream open. */
export function useLiveCounts(): LiveCounts | null {
  useEffect(() => retain(), []);
  return useSyncExternalStore(
    watchCounts,
    () => state.counts,
    () => null,
  );
}
