// The vision model's own thread (decision 028, docs/analysis.md): MobileNetV2 as shipped inside the nsfwjs package
// (its weights are part of the npm tarball: nothing is fetched), run by TensorFlow.js on its WebAssembly backend.
// One inference gives both what the photo looks like (the 1280 numbers before the classifier: an embedding) and
// the nudity screen's five class probabilities. Started by ModelWorker with tsx's loader.
import { parentPort } from 'node:worker_threads';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import * as tf from '@tensorflow/tfjs';
import { setThreadsCount, setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import { load } from 'nsfwjs';
import { MODEL_INPUT_SIZE, type ModelReply, type ModelRequest } from './model-protocol.ts';

if (!parentPort) throw new Error('model-worker.ts runs as a worker thread');
const port = parentPort;

async function loadModel(): Promise<tf.LayersModel> {
  const wasmFile = createRequire(import.meta.url).resolve(
    '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm',
  );
  // A local path: the backend reads the file instead of fetching it.
  setWasmPaths(`${dirname(wasmFile)}/`);
  setThreadsCount(1);
  await tf.setBackend('wasm');
  const originalInfo = console.info;
  console.info = () => {}; // nsfwjs announces which model it uses on every load
  try {
    const nsfw = await load('MobileNetV2');
    const model = nsfw.model as tf.LayersModel;
    const embeddingLayer = model.layers.find((layer) => layer.name === 'flatten_1');
    if (!embeddingLayer) throw new Error('MobileNetV2: no flatten_1 layer');
    return tf.model({
      inputs: model.inputs,
      outputs: [embeddingLayer.output as tf.SymbolicTensor, model.outputs[0]!],
    });
  } finally {
    console.info = originalInfo;
  }
}

const ready = loadModel();

port.on('message', async (request: ModelRequest) => {
  let reply: ModelReply;
  try {
    const model = await ready;
    const [embedding, classes] = tf.tidy(() => {
      const input = tf
        .tensor3d(request.pixels, [MODEL_INPUT_SIZE, MODEL_INPUT_SIZE, 3], 'int32')
        .toFloat()
        .div(255)
        .expandDims(0);
      return model.predict(input) as tf.Tensor[];
    });
    const [embeddingData, classData] = await Promise.all([embedding!.data(), classes!.data()]);
    embedding!.dispose();
    classes!.dispose();
    reply = { id: request.id, embedding: Float32Array.from(embeddingData), classes: Array.from(classData) };
  } catch (error) {
    reply = { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});
