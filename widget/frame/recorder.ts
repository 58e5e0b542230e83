import { concat, encodeWav, resample, WAV_SAMPLE_RATE } from "./wav";

export interface Recording {
  /** Stops and gives the WAV file, with its length in seconds. */
  stop(): Promise<{ wav: Blob; seconds: number }>;
  /** Stops and throws the sound away. */
  cancel(): void;
}

/**
 * Records the microphone as raw PCM. The frame's CSP (`script-src 'self'`) refuses the
 * Blob URL an AudioWorklet module would need, so a ScriptProcessorNode does the capture:
 * deprecated, but in every browser, and fine for a voice message.
 */
export async function startRecording(): Promise<Recording> {
  if (!navigator.mediaDevices?.getUserMedia) throw new Error("This browser cannot record sound here.");
  const stream = await navigator.mediaDevices.getUserMedia({ audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true } });
  const context = new AudioContext();
  const source = context.createMediaStreamSource(stream);
  const processor = context.createScriptProcessor(4096, 1, 1);
  const chunks: Float32Array[] = [];
  processor.addEventListener("audioprocess", (event) => {
    chunks.push(new Float32Array(event.inputBuffer.getChannelData(0)));
  });
  source.connect(processor);
  // A processor only runs while connected to the output; it writes nothing, so nothing is heard.
  processor.connect(context.destination);
  await context.resume();

  const release = () => {
    processor.disconnect();
    source.disconnect();
    for (const track of stream.getTracks()) track.stop();
    void context.close();
  };
  return {
    async stop() {
      const rate = context.sampleRate;
      release();
      const samples = resample(concat(chunks), rate, WAV_SAMPLE_RATE);
      return { wav: new Blob([encodeWav(samples, WAV_SAMPLE_RATE)], { type: "audio/wav" }), seconds: samples.length / WAV_SAMPLE_RATE };
    },
    cancel: release,
  };
}
