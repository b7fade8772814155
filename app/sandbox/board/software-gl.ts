/**
 * Whether the browser's WebGL runs on a software rasterizer (SwiftShader, llvmpipe: machines without a
 * GPU, VMs, headless test browsers). There, multisampling multiplies the fill work the CPU does for every
 * frame (measured: about half the frame rate of the same board without it), so the board turns it off;
 * with a real GPU it costs next to nothing and keeps the tokens' rounded corners smooth.
 */
const SOFTWARE = /swiftshader|llvmpipe|softpipe|software/i;

export function softwareWebGl(): boolean {
  try {
    const gl = document.createElement('canvas').getContext('webgl');
    if (!gl) return false;
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    const renderer = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return SOFTWARE.test(renderer);
  } catch {
    return false;
  }
}
