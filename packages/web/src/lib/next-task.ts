/**
 * Resolves in a task of its own, so the work after it does not lengthen the current one: a
 * message the page posts itself (not a timer, which a test's fake clock would hold).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
