/** heic-decode ships no types: its API as its README describes it. */
declare module 'heic-decode' {
  interface DecodedImage {
    width: number;
    height: number;
    /** RGBA, 4 bytes a pixel. */
    data: Uint8ClampedArray;
  }
  interface HeifImage {
    width: number;
    height: number;
    decode(): Promise<DecodedImage>;
  }
  function decode(input: { buffer: Uint8Array }): Promise<DecodedImage>;
  namespace decode {
    /** The file's images, each decoded on demand; `dispose()` frees them. */
    function all(input: { buffer: Uint8Array }): Promise<HeifImage[] & { dispose(): void }>;
  }
  export = decode;
}
