import { useEffect, useState } from "react";
import { api } from "../../lib/api.ts";
import { formatDay, formatNumber } from "../../lib/format.ts";
import { AVAILABLE_NOW_MESSAGES } from "../../domain/available-now.ts";
import { STATISTICS_EVENTS, type Statistics } from "../../domain/statistics.ts";
import { useLocale, useMessages } from "../../i18n/react.tsx";
import { say } from "../../lib/say.ts";
import { Section } from "../ui/Section.tsx";
import { Spinner } from "../ui/Spinner.tsx";

const CHART = { width: 300, height: 80, gap: 2 } as const;

/** Her profile views of each day as bars, drawn to scale of the busiest day; the days' numbers are in its title. */
function ViewsChart({ statistics, label }: { statistics: Statistics; label: string }) {
  const locale = useLocale();
  const views = statistics.days.map((day) => day.counts.view);
  const most = Math.max(1, ...views);
  const barWidth = CHART.width / views.length - CHART.gap;
  return (
    <svg
      viewBox={`0 0 ${CHART.width} ${CHART.height}`}
      className="h-24 w-full text-rose"
      role="img"
      aria-label={label}
      preserveAspectRatio="none"
      data-statistics-chart
    >
      {statistics.days.map((day, index) => {
        const height = (day.counts.view / most) * (CHART.height - 2);
        return (
          <rect
            key={day.day}
            x={index * (barWidth + CHART.gap)}
            y={CHART.height - height}
            width={barWidth}
            height={Math.max(height, 0.5)}
            fill="currentColor"
          >
            <title>{`${formatDay(day.day, locale)}: ${formatNumber(day.counts.view, locale)}`}</title>
          </rect>
        );
      })}
    </svg>
  );
}

/** Her statistics (decision 0067): the last 30 days' profile views as a chart, and each count's total. */
export function StatisticsCard({ handle }: { handle: string }) {
  const t = useMessages().now.statistics;
  const locale = useLocale();
  const [statistics, setStatistics] = useState<Statistics | null | "failed">(null);

  useEffect(() => {
    api<Statistics>(`/api/statistics/${encodeURIComponent(handle)}`, { cache: "no-store" })
      .then(setStatistics)
      .catch((error: unknown) => {
        console.error("Loading the statistics failed", error);
        setStatistics("failed");
      });
  }, [handle]);

  return (
    <Section title={t.title} id="statistics-title">
      <p className="text-stone-700">{t.intro}</p>
      {/* The room of the numbers, kept while they load: nothing below moves when they arrive. */}
      <div className="mt-4 min-h-[22rem] sm:min-h-[14rem]">
        {statistics === null && <Spinner label={t.loading} />}
        {statistics === "failed" && <p className="text-stone-700">{say(AVAILABLE_NOW_MESSAGES.statisticsFailed)}</p>}
        {statistics && statistics !== "failed" && (
          <div className="space-y-4">
            <ViewsChart statistics={statistics} label={t.chart} />
            <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-4" aria-label={t.total}>
              {STATISTICS_EVENTS.map((event) => (
                <div key={event} data-statistic={event}>
                  <dt className="text-xs font-medium text-stone-600">{t.events[event]}</dt>
                  <dd className="text-2xl font-semibold">{formatNumber(statistics.totals[event], locale)}</dd>
                </div>
              ))}
            </dl>
          </div>
        )}
      </div>
    </Section>
  );
}
