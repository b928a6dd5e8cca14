#!/usr/bin/env python3
"""lottie-web's own drawing of a few corpus frames, for notebooks/lottie.ipynb (issue 31).

lottie-web 5.13.0 (the vendored lottie.min.js, injected into a blank page: no network) draws each
chosen frame of a few corpus files with its svg renderer in headless Chromium (Debian's
`chromium`, driven by playwright through its executable_path), at the file's own w x h on white,
`goToAndStop(frame - firstFrame, true)` as Tests/Differential/lottie_web.py calls it; the page is
screenshotted to notebooks/figures/lottie-web/<file>-<frame>.png. The notebook draws the same
frames from `curves lottie` beside them.

Usage: python3 Tests/Differential/lottie_web_frames.py   (about 5 s; rewrites the PNGs)
"""
import json
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import lottie_web  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parent.parent.parent
OUT = ROOT / "notebooks" / "figures" / "lottie-web"
# (file, frames): shapes, trims, a repeater and spatial keyframes.
FRAMES = [("Shapes.json", [0, 30]), ("TrimPaths.json", [252, 300]), ("Repeater.json", [0, 40]),
          ("KeyframeTypes.json", [60, 200])]

PAGE = '<!doctype html><html><body style="margin:0;background:#fff"><div id="c"></div></body></html>'
SHOW = """async ({data, frame}) => {
  const box = document.getElementById('c');
  box.style.width = data.w + 'px';
  box.style.height = data.h + 'px';
  const anim = lottie.loadAnimation({container: box, renderer: 'svg', autoplay: false, loop: false,
                                     animationData: data});
  await new Promise(resolve => { if (anim.isLoaded) resolve(); else anim.addEventListener('DOMLoaded', resolve); });
  anim.goToAndStop(frame - anim.firstFrame, true);
  return [data.w, data.h];
}"""


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    with lottie_web.Player() as player:
        for name, frames in FRAMES:
            data = json.loads((lottie_web.CORPUS / name).read_text(encoding="utf-8"))
            for frame in frames:
                page = player.browser.new_page()
                try:
                    page.set_content(PAGE)
                    page.add_script_tag(content=player._script)
                    w, h = page.evaluate(SHOW, {"data": data, "frame": frame})
                    target = OUT / f"{pathlib.Path(name).stem}-{frame}.png"
                    page.screenshot(path=str(target), clip={"x": 0, "y": 0, "width": w, "height": h})
                    print(f"{target.relative_to(ROOT)} ({w} x {h})")
                finally:
                    page.close()
        print(f"lottie-web in Chromium {player.chromium_version}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
