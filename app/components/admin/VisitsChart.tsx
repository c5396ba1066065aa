/** One day's bar: all visits, and those in Urdu drawn over it. */
export interface DayVisits {
  day: string;
  visits: number;
  urdu: number;
}

const WIDTH = 640;
const HEIGHT = 200;
const TOP = 4;
const BOTTOM = 1;

const count = (value: number) => value.toLocaleString("en-US");

/**
 * Visits per day as bars, drawn on the server as SVG: it needs no script and scales to a
 * phone's width. The picture is named by `summaryId`'s sentence; the table beside it (the
 * screen's text equivalent) gives every number.
 */
export function VisitsChart({
  days,
  summaryId,
}: {
  days: readonly DayVisits[];
  summaryId: string;
}) {
  const highest = Math.max(1, ...days.map((day) => day.visits));
  const slot = WIDTH / Math.max(1, days.length);
  const barWidth = Math.max(1, slot * 0.75);
  const scale = (HEIGHT - TOP - BOTTOM) / highest;
  const first = days[0];
  const last = days.at(-1);
  return (
    <figure className="visits-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={summaryId}
        preserveAspectRatio="none"
      >
        <line x1="0" x2={WIDTH} y1={HEIGHT - BOTTOM} y2={HEIGHT - BOTTOM} className="chart-axis" />
        {days.map((day, index) => {
          const x = index * slot + (slot - barWidth) / 2;
          return (
            <g key={day.day}>
              <title>{`${day.day}: ${count(day.visits)} visits, ${count(day.urdu)} in Urdu`}</title>
              {/* All visits, then those in Urdu drawn over their foot. */}
              {(
                [
                  ["chart-bar", day.visits],
                  ["chart-bar-urdu", day.urdu],
                ] as const
              ).map(([className, value]) => (
                <rect
                  key={className}
                  x={x}
                  y={HEIGHT - BOTTOM - value * scale}
                  width={barWidth}
                  height={value * scale}
                  className={className}
                />
              ))}
            </g>
          );
        })}
      </svg>
      {/* Text outside the drawing, which stretches to the width: letters keep their shape. */}
      <figcaption className="chart-scale">
        <span>{first?.day}</span>
        <span>highest day: {count(highest)}</span>
        <span>{last?.day}</span>
      </figcaption>
    </figure>
  );
}
