// A weighing scale on a serial port, through Web Serial (navigator.serial: Chromium-based browsers over HTTPS or
// localhost). The user picks the port once; each line the scale prints is parsed (domain/scale.ts) and the last
// reading is kept; settled readings are handed to `onStable`. Without Web Serial the screen offers typing only.
import { useCallback, useEffect, useRef, useState } from 'react';
import { parseScaleLine, splitLines, usableReading, type ScaleReading } from '../../../domain/scale';

// The part of the Web Serial API used here (not in TypeScript's DOM library).
interface SerialPortLike {
  open(options: { baudRate: number }): Promise<void>;
  close(): Promise<void>;
  readable: ReadableStream<Uint8Array> | null;
}
interface SerialLike {
  requestPort(): Promise<SerialPortLike>;
}
const serialOf = (): SerialLike | undefined => (typeof navigator !== 'undefined' ? (navigator as Navigator & { serial?: SerialLike }).serial : undefined);

export const BAUD_RATES = [1200, 2400, 4800, 9600, 19200, 38400] as const;

export function useScale(onStable: (reading: ScaleReading) => void) {
  const supported = !!serialOf();
  const [connected, setConnected] = useState(false);
  const [reading, setReading] = useState<ScaleReading | null>(null);
  const stop = useRef<(() => Promise<void>) | null>(null);
  const onStableRef = useRef(onStable);
  onStableRef.current = onStable;

  const disconnect = useCallback(async () => {
    const s = stop.current;
    stop.current = null;
    setConnected(false);
    setReading(null);
    if (s) await s().catch(() => undefined);
  }, []);

  /** Asks for the port (the browser's own dialog) and starts reading; rejects when it cannot be opened. */
  const connect = useCallback(
    async (baudRate: number) => {
      const serial = serialOf();
      if (!serial) return;
      await disconnect();
      const port = await serial.requestPort();
      await port.open({ baudRate });
      if (!port.readable) throw new Error('no readable stream');
      const reader = port.readable.getReader();
      const decoder = new TextDecoder();
      let closed = false;
      stop.current = async () => {
        closed = true;
        await reader.cancel().catch(() => undefined);
        try {
          reader.releaseLock();
        } catch {
          // a read still pending on an older browser: closing the port ends it
        }
        await port.close().catch(() => undefined);
      };
      setConnected(true);
      void (async () => {
        let rest = '';
        try {
          while (!closed) {
            const { value, done } = await reader.read();
            if (done) break;
            const split = splitLines(rest + decoder.decode(value, { stream: true }));
            rest = split.rest.slice(-256); // a line never grows without end on a noisy port
            for (const line of split.lines) {
              const r = parseScaleLine(line);
              if (!r) continue;
              setReading(r);
              if (usableReading(r)) onStableRef.current(r);
            }
          }
        } catch {
          // The port went away (cable pulled): show it as disconnected.
        }
        if (!closed) void disconnect();
      })();
    },
    [disconnect],
  );

  useEffect(() => () => void disconnect(), [disconnect]);

  return { supported, connected, reading, connect, disconnect };
}
