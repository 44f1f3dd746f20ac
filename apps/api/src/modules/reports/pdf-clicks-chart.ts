import type { ClicksDayPoint } from './report-model.ts';

const CHART_HEIGHT = 160;

/** A bar chart of clicks by day (issue 9), drawn with plain vector shapes below the current text. */
export function drawClicksChart(
  doc: PDFKit.PDFDocument,
  days: ClicksDayPoint[],
  box: { left: number; width: number; pageBottom: number },
): void {
  if (doc.y + CHART_HEIGHT + 60 > box.pageBottom) doc.addPage();
  doc.moveDown(1).font('Helvetica-Bold').fontSize(12).fillColor('black').text('Clicks by Day', box.left);
  const top = doc.y + 8;
  const max = Math.max(1, ...days.map((d) => d.clicks));
  const step = box.width / days.length;
  const barWidth = Math.max(0.5, step * 0.8);
  doc
    .font('Helvetica')
    .fontSize(7)
    .fillColor('#555555')
    .text(max.toLocaleString('en-US'), box.left, top - 2, { lineBreak: false });
  days.forEach((d, i) => {
    const height = (d.clicks / max) * CHART_HEIGHT;
    if (height > 0) doc.rect(box.left + i * step, top + CHART_HEIGHT - height, barWidth, height).fill('#4f46e5');
  });
  doc
    .moveTo(box.left, top + CHART_HEIGHT)
    .lineTo(box.left + box.width, top + CHART_HEIGHT)
    .lineWidth(0.5)
    .strokeColor('#888888')
    .stroke();
  doc.fillColor('#555555').fontSize(7);
  doc.text(days[0].day, box.left, top + CHART_HEIGHT + 4, { lineBreak: false });
  doc.text(days[days.length - 1].day, box.left, top + CHART_HEIGHT + 4, { width: box.width, align: 'right', lineBreak: false });
  doc.fillColor('black');
  doc.x = box.left;
  doc.y = top + CHART_HEIGHT + 20;
}
