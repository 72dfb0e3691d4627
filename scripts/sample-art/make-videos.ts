/**
 * Makes the testimonial videos of content-model/codeville/testimonials.ts, once:
 * each is a short animated demo day card drawn by the project (children
 * bouncing, confetti, the title in DM Sans outlines), rendered frame by frame
 * with sharp and encoded by ffmpeg as H.264 MP4 (a few tens of KB). It writes
 * beside each video its WebVTT captions (from the content's cues) and, into
 * content/, the first frame as the poster, which the image pipeline serves.
 * The outputs are committed, so a fresh machine needs no ffmpeg:
 *   apt-get install -y ffmpeg && tsx scripts/sample-art/make-videos.ts
 */
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import sharp from "sharp";
import type { CaptionCue, Video } from "#content-model/blocks.ts";
import { readTestimonialsPage } from "#content-model/codeville/testimonials.server.ts";
import { child, sparkle } from "./draw-gallery.ts";
import { outlinedText } from "./outline-text.tsx";

const fps = 15;
const confettiColours = ["#f2d64b", "#e0457b", "#1f9d6f", "#3a5bd9", "#9ee6c4", "#f29d38"];

function timestamp(seconds: number): string {
  const whole = Math.floor(seconds);
  const ms = Math.round((seconds - whole) * 1000);
  const mm = String(Math.floor(whole / 60)).padStart(2, "0");
  const ss = String(whole % 60).padStart(2, "0");
  return `00:${mm}:${ss}.${String(ms).padStart(3, "0")}`;
}

export function webVtt(cues: CaptionCue[]): string {
  return `WEBVTT\n\n${cues
    .map(
      (cue, index) =>
        `${index + 1}\n${timestamp(cue.start)} --> ${timestamp(cue.end)}\n${cue.text}\n`,
    )
    .join("\n")}`;
}

function frameSvg(video: Video, title: string, t: number): string {
  const { width, height } = video;
  const bounce = (phase: number) => Math.abs(Math.sin(t * 3 + phase)) * -18;
  const confetti = Array.from({ length: 24 }, (_, i) => {
    const x = (i * 97 + 30) % width;
    const y = ((i * 53 + t * (60 + (i % 5) * 14)) % (height + 40)) - 20;
    const angle = (t * 90 + i * 40) % 360;
    return `<rect x="${x}" y="${y.toFixed(1)}" width="10" height="16" rx="3" fill="${confettiColours[i % confettiColours.length]}" transform="rotate(${angle.toFixed(0)} ${x + 5} ${(y + 8).toFixed(1)})"/>`;
  }).join("");
  const kids = [150, 320, 490]
    .map((x, i) =>
      child(
        { x, y: 210 + bounce(i), scale: 0.62, arms: i === 1 ? "up" : "out" },
        video.year + i * 3,
      ),
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">
<rect width="${width}" height="${height}" fill="#4c1d95"/>
<ellipse cx="${width / 2}" cy="${height - 20}" rx="${width / 2.2}" ry="40" fill="#6d28d9"/>
${confetti}
${title}
${kids}
${sparkle(60, 60, 1, "#f2d64b")}${sparkle(width - 60, 70, 0.8, "#9ee6c4")}
</svg>`;
}

async function encode(video: Video, title: string, duration: number, output: string) {
  mkdirSync(dirname(output), { recursive: true });
  const ffmpeg = spawn(
    "ffmpeg",
    [
      "-y",
      "-loglevel",
      "error",
      "-f",
      "image2pipe",
      "-framerate",
      String(fps),
      "-c:v",
      "png",
      "-i",
      "-",
      "-c:v",
      "libx264",
      "-profile:v",
      "main",
      "-pix_fmt",
      "yuv420p",
      "-crf",
      "30",
      "-preset",
      "slow",
      "-movflags",
      "+faststart",
      output,
    ],
    { stdio: ["pipe", "inherit", "inherit"] },
  );
  const done = new Promise<void>((resolve, reject) =>
    ffmpeg.on("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`ffmpeg exited ${code}`)),
    ),
  );
  for (let frame = 0; frame < duration * fps; frame++) {
    const png = await sharp(Buffer.from(frameSvg(video, title, frame / fps)))
      .png()
      .toBuffer();
    if (!ffmpeg.stdin.write(png))
      await new Promise((resolve) => ffmpeg.stdin.once("drain", resolve));
  }
  ffmpeg.stdin.end();
  await done;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const video of readTestimonialsPage().videos) {
    const title = await outlinedText(video.title, {
      size: 40,
      weight: 800,
      fill: "#ffffff",
      x: video.width / 2,
      y: 36,
      anchor: "middle",
    });
    const duration = Math.max(...video.cues.map((cue) => cue.end));
    const file = join("public", video.src);
    await encode(video, title, duration, file);
    writeFileSync(join("public", video.captions), webVtt(video.cues));
    writeFileSync(join("content", `${video.poster.src}.svg`), `${frameSvg(video, title, 0)}\n`);
    console.log(`made ${file}`);
  }
}
