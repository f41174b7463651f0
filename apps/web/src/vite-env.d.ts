/// <reference types="vite/client" />
declare const __APP_VERSION__: string;

// hls.js ships no types for its light build (no subtitles, alternate audio or DRM: not needed here);
// it has the same API as the full one.
declare module 'hls.js/light' {
  import Hls from 'hls.js';
  export default Hls;
}
