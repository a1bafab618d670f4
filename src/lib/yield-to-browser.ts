/** Gives the browser a turn: input and rendering run before the next slice of work (a message, not a clamped timer). */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** Waits until the next frame has been painted: work started then does not hold back what was just committed. */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => void yieldToBrowser().then(resolve)));
}
