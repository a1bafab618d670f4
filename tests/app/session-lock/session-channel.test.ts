import { openSessionChannel, type SessionMessage } from '@/app/session-lock/session-channel';

describe('the tabs of one browser', () => {
  it("hear each other's input and lock", async () => {
    const heard: SessionMessage[] = [];
    const outra = openSessionChannel(() => undefined);
    const received = new Promise<void>((resolve) => {
      const esta = openSessionChannel((m) => {
        heard.push(m);
        if (heard.length === 2) {
          esta.close();
          resolve();
        }
      });
    });
    outra.post('atividade');
    outra.post('bloqueio');
    await received;
    outra.close();
    expect(heard).toEqual(['atividade', 'bloqueio']);
  });
});
