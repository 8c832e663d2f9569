import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../../test/free-port.ts';

const JANUS = '/usr/bin/janus';
const PLUGINS = '/usr/lib/x86_64-linux-gnu/janus/plugins';
const TRANSPORTS = '/usr/lib/x86_64-linux-gnu/janus/transports';

/**
 * Janus from Debian's package (`apt-get install -y janus`), for the adapter's tests: its own configuration in a
 * temporary folder, the HTTP API on a free loopback port, ICE on loopback only with no STUN, only the videoroom
 * plugin and the HTTP transport loaded so it starts in a moment. Tests only.
 */
export async function startJanusTestServer(options: { apiSecret?: string } = {}) {
  if (!existsSync(JANUS)) {
    throw new Error(
      `${JANUS} is missing: the Janus adapter's tests need Debian's janus package (apt-get install -y janus; .ci/run installs it)`,
    );
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'swapyard-janus-'));
  const port = await freePort();
  // Janus's RTP ports are picked from this range; another Janus on the machine uses its own default range.
  const rtpBase = 42_000 + Math.floor(Math.random() * 40) * 50;
  await writeFile(
    path.join(dir, 'janus.jcfg'),
    `general: {
  configs_folder = "${dir}"
  plugins_folder = "${PLUGINS}"
  transports_folder = "${TRANSPORTS}"
  events_folder = "${dir}/none"
  loggers_folder = "${dir}/none"
  debug_level = 3
  ${options.apiSecret ? `api_secret = "${options.apiSecret}"` : ''}
  session_timeout = 60
  protected_folders = ["/bin", "/boot", "/dev", "/etc", "/initrd", "/lib", "/lib32", "/lib64", "/proc", "/sbin", "/sys", "/usr", "/var"]
}
media: {
  rtp_port_range = "${rtpBase}-${rtpBase + 49}"
}
nat: {
  ice_enforce_list = "lo"
  ignore_mdns = true
  nice_debug = false
}
plugins: {
  disable = "libjanus_audiobridge.so,libjanus_duktape.so,libjanus_echotest.so,libjanus_lua.so,libjanus_nosip.so,libjanus_recordplay.so,libjanus_sip.so,libjanus_streaming.so,libjanus_textroom.so,libjanus_videocall.so,libjanus_voicemail.so"
}
transports: {
  disable = "libjanus_mqtt.so,libjanus_nanomsg.so,libjanus_pfunix.so,libjanus_rabbitmq.so,libjanus_websockets.so"
}
events: {
  broadcast = false
}
`,
  );
  await writeFile(
    path.join(dir, 'janus.transport.http.jcfg'),
    `general: {
  json = "compact"
  base_path = "/janus"
  http = true
  port = ${port}
  ip = "127.0.0.1"
  https = false
}
admin: {
  admin_http = false
}
`,
  );
  await writeFile(path.join(dir, 'janus.plugin.videoroom.jcfg'), 'general: {\n}\n');

  const child = spawn(JANUS, ['--configs-folder', dir, '--config', path.join(dir, 'janus.jcfg')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}/janus`;

  // Ready once the HTTP API answers its info request.
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`janus exited with ${child.exitCode}:\n${output}`);
    const ok = await fetch(`${url}/info`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`janus did not start in 20 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    output: () => output,
    /** For a process exiting now (no time for stop()): Janus goes with it. */
    killNow() {
      if (child.exitCode === null) child.kill('SIGKILL');
    },
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await once(child, 'exit');
        clearTimeout(timer);
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
