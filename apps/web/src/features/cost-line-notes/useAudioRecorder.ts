import { NOTE_MESSAGES } from '@freight/domain';
import { useCallback, useEffect, useRef, useState } from 'react';

export type RecorderState = 'idle' | 'recording' | 'recorded';

export interface RecordedClip {
  blob: Blob;
  url: string;
  /** e.g. 'audio/webm;codecs=opus'. */
  type: string;
}

/**
 * Records from the microphone with MediaRecorder: idle → recording → recorded (and again). `reset` discards
 * the clip (switching the note type away from audio does). The microphone is released when recording stops.
 */
export function useAudioRecorder() {
  const [state, setState] = useState<RecorderState>('idle');
  const [clip, setClip] = useState<RecordedClip | null>(null);
  const [error, setError] = useState<string | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const stream = useRef<MediaStream | null>(null);

  const release = useCallback(() => {
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
  }, []);

  const reset = useCallback(() => {
    if (recorder.current?.state === 'recording') {
      recorder.current.onstop = null;
      recorder.current.stop();
    }
    recorder.current = null;
    release();
    setClip((old) => {
      if (old) URL.revokeObjectURL(old.url);
      return null;
    });
    setState('idle');
  }, [release]);

  const start = useCallback(async () => {
    reset();
    setError(null);
    try {
      const media = await navigator.mediaDevices.getUserMedia({ audio: true });
      stream.current = media;
      const chunks: Blob[] = [];
      const rec = new MediaRecorder(media);
      rec.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      };
      rec.onstop = () => {
        const type = rec.mimeType || 'audio/webm';
        const blob = new Blob(chunks, { type });
        setClip({ blob, url: URL.createObjectURL(blob), type });
        setState('recorded');
        release();
      };
      rec.start();
      recorder.current = rec;
      setState('recording');
    } catch (cause) {
      console.warn('Recording could not start', cause);
      release();
      setError(NOTE_MESSAGES.recordingFailed);
      setState('idle');
    }
  }, [release, reset]);

  const stop = useCallback(() => {
    if (recorder.current?.state === 'recording') recorder.current.stop();
  }, []);

  useEffect(() => reset, [reset]);

  return { state, clip, error, start, stop, reset };
}
