/**
 * The grouping benchmark's baseline: the same model as the server's vision worker (model-worker.ts: nsfwjs's
 * MobileNetV2 on TensorFlow.js's wasm backend, one thread, the embedding layer and the classes as two outputs),
 * loaded in the calling thread and fed pixels decoded beforehand. Nothing else: no worker, no messages, no features.
 */
import { createRequire } from 'node:module';
import { dirname, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as TF from '@tensorflow/tfjs';
import { MODEL_INPUT_SIZE } from '../../apps/server/src/platform/vision/model-protocol.ts';

/** The part of nsfwjs used here (it is the server's dependency, installed under apps/server). */
interface Nsfwjs {
  load(model: 'MobileNetV2'): Promise<{ model: unknown }>;
}

/** One photo's pass through the model: its embedding (not yet scaled to length 1). */
export type Embed = (pixels: Uint8Array) => Promise<Float32Array>;

export async function loadRawModel(): Promise<Embed> {
  // Imported here, not at the top, so the process holds no model of its own until the baseline first runs.
  const tf = await import('@tensorflow/tfjs');
  const wasm = await import('@tensorflow/tfjs-backend-wasm');
  const wasmFile = createRequire(import.meta.url).resolve(
    '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm',
  );
  wasm.setWasmPaths(`${dirname(wasmFile)}/`);
  wasm.setThreadsCount(1);
  await tf.setBackend('wasm');

  // The ES module build, as the worker imports it (require.resolve finds the CommonJS one).
  const nsfwjsEntry = createRequire(new URL('../../apps/server/package.json', import.meta.url))
    .resolve('nsfwjs')
    .replace(`${sep}dist${sep}cjs${sep}`, `${sep}dist${sep}esm${sep}`);
  const nsfwjs = (await import(pathToFileURL(nsfwjsEntry).href)) as Nsfwjs;
  const originalInfo = console.info;
  console.info = () => {}; // nsfwjs announces which model it uses on every load
  let model: TF.LayersModel;
  try {
    const base = (await nsfwjs.load('MobileNetV2')).model as TF.LayersModel;
    const embeddingLayer = base.layers.find((layer) => layer.name === 'flatten_1');
    if (!embeddingLayer) throw new Error('MobileNetV2: no flatten_1 layer');
    model = tf.model({
      inputs: base.inputs,
      outputs: [embeddingLayer.output as TF.SymbolicTensor, base.outputs[0]!],
    });
  } finally {
    console.info = originalInfo;
  }

  return async (pixels) => {
    const [embedding, classes] = tf.tidy(() => {
      const input = tf
        .tensor3d(pixels, [MODEL_INPUT_SIZE, MODEL_INPUT_SIZE, 3], 'int32')
        .toFloat()
        .div(255)
        .expandDims(0);
      return model.predict(input) as TF.Tensor[];
    });
    const [embeddingData] = await Promise.all([embedding!.data(), classes!.data()]);
    embedding!.dispose();
    classes!.dispose();
    return embeddingData as Float32Array;
  };
}
