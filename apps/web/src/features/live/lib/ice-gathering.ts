/** How long an offer or answer waits for ICE gathering before it is sent with the candidates found so far. */
export const ICE_GATHERING_CAP_MS = 2_000;

type Gathering = Pick<RTCPeerConnection, 'iceGatheringState' | 'addEventListener' | 'removeEventListener'>;

/**
 * Resolves once the connection has gathered its ICE candidates, or after `capMs` (docs/product/live.md, "Video"):
 * signalling sends whole descriptions, candidates included, so it waits for them; on a machine whose interfaces
 * are slow to answer, what was found within the cap is enough on a local network.
 */
export function iceGatheringDone(pc: Gathering, capMs = ICE_GATHERING_CAP_MS): Promise<void> {
  if (pc.iceGatheringState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    const finish = () => {
      clearTimeout(timer);
      pc.removeEventListener('icegatheringstatechange', onChange);
      resolve();
    };
    const onChange = () => {
      if (pc.iceGatheringState === 'complete') finish();
    };
    const timer = setTimeout(finish, capMs);
    pc.addEventListener('icegatheringstatechange', onChange);
  });
}
