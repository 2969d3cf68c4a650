import { isDay } from '@kbet/sdk';
import { type ReactNode, useId } from 'react';
import { Input } from '@/components/ui/Input';
import { Tabs, tabPanelProps } from '@/components/ui/Tabs';
import type { ReportPeriod } from '../hooks/useReportPeriod';
import { REPORT_PRESET_LABELS, type ReportPreset } from '../utils/reportRange';
import styles from './PartnerPage.module.css';

const PRESETS = Object.keys(REPORT_PRESET_LABELS) as ReportPreset[];

/**
 * The period tabs of the partner reports (spec §2: today, yesterday, 7 days, month, custom) with the custom days,
 * and the report of the period as their tab panel: the tabs point at it (aria-controls), so every page that picks
 * a period has the panel its tabs name.
 * @example <PeriodPicker period={period}><ReportTotals total={total} /></PeriodPicker>
 */
export function PeriodPicker({
  period,
  children,
}: {
  readonly period: ReportPeriod;
  /** The report of the period, shown as the selected tab's panel. */
  readonly children: ReactNode;
}) {
  const { preset, setPreset, custom, setCustom } = period;
  const idPrefix = useId();
  // A half-typed date keeps the last whole range, so the report never asks for a day that does not exist.
  const onDay = (field: 'from' | 'to', value: string) => {
    if (isDay(value)) setCustom({ ...custom, [field]: value });
  };
  return (
    <>
      <div className={styles.toolbar}>
        <Tabs
          label="기간"
          items={PRESETS.map((key) => ({ key, label: REPORT_PRESET_LABELS[key] }))}
          value={preset}
          onChange={setPreset}
          idPrefix={idPrefix}
        />
        {preset === 'custom' && (
          <div className={styles.days}>
            <Input
              type="date"
              aria-label="시작일"
              defaultValue={custom.from}
              onChange={(e) => onDay('from', e.target.value)}
            />
            <span>~</span>
            <Input
              type="date"
              aria-label="종료일"
              defaultValue={custom.to}
              onChange={(e) => onDay('to', e.target.value)}
            />
          </div>
        )}
      </div>
      <div {...tabPanelProps(idPrefix, preset)} className={styles.page}>
        {children}
      </div>
    </>
  );
}
