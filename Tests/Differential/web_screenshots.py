#!/usr/bin/env python3
"""Screenshots of the shipped scenes as web pages: `curves scene <name> --format web` rendered by
headless Chromium at the times of the library's own strips (notebooks/scenes.ipynb), written as one
strip per scene to notebooks/figures/web-<name>.png, beside the library's scenes-<name>.png.

Each frame is the page with every animation paused at the time (currentTime), captured at twice
the strip's scale and shown at the strip's scale; the strip is laid out and captured by Chromium
too (no imaging package needed).

Usage: python3 Tests/Differential/web_screenshots.py [scene ...]   (after
`swift build -c release --product curves`; CURVES=path overrides the executable).
"""
import base64
import os
import pathlib
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[2]
CURVES = os.environ.get("CURVES", str(ROOT / ".build" / "release" / "curves"))
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
FIGURES = ROOT / "notebooks" / "figures"
# name: (times, pixels per point in the strip), as notebooks/scenes.ipynb draws its strips.
SETTINGS = {
    "breathe": ([0, 2.1, 3.15, 4.2, 5.25, 8.0], 0.5),
    "map-transition": ([0, 0.1, 0.25, 0.6, 2.1, 2.4], 0.3),
    "refresh-wave-sidebar": ([0.6, 1.5, 2.0, 3.0, 4.5, 5.2], 0.3),
    "search-back-icon": ([0, 0.35, 0.5, 0.75, 1.75, 2.25], 2.5),
    "countdown": ([0.25, 1.25, 2.25, 2.75, 3.5, 6.0], 0.25),
    "sidebar-drag": ([0.9, 1.1, 1.3, 2.5, 3.35, 3.6], 0.3),
}

PAUSE = "(time) => { for (const a of document.getAnimations()) { a.pause(); a.currentTime = time; } }"


def main():
    from playwright.sync_api import sync_playwright
    names = sys.argv[1:] or list(SETTINGS)
    FIGURES.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as folder, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM)
        for name in names:
            times, scale = SETTINGS[name]
            html = pathlib.Path(folder) / f"{name}.html"
            subprocess.run([CURVES, "scene", name, "--format", "web", "--output", str(html)], check=True)
            page = browser.new_page(device_scale_factor=2 * scale)
            page.goto(html.as_uri())
            scene = page.locator("#scene")
            width, height = page.evaluate("() => [document.getElementById('scene').offsetWidth, document.getElementById('scene').offsetHeight]")
            cells = []
            for t in times:
                page.evaluate(PAUSE, (t - page.evaluate("() => JSON.parse(document.getElementById('curves-scene').textContent).from")) * 1000)
                png = base64.b64encode(scene.screenshot()).decode()
                cells.append(f'<figure><figcaption>{t:g} s</figcaption>'
                             f'<img src="data:image/png;base64,{png}" width="{width * scale:g}" height="{height * scale:g}"></figure>')
            page.close()
            strip = browser.new_page(device_scale_factor=1)
            strip.set_content(
                "<style>body{margin:0;background:white;font:11px sans-serif}"
                "#strip{display:inline-flex;gap:8px;padding:4px}figure{margin:0;text-align:center}"
                "figcaption{height:16px}img{display:block}</style>"
                f"<div id='strip'>{''.join(cells)}</div>")
            target = FIGURES / f"web-{name}.png"
            strip.locator("#strip").screenshot(path=str(target))
            strip.close()
            print("saved", target.relative_to(ROOT))
        browser.close()


if __name__ == "__main__":
    main()
