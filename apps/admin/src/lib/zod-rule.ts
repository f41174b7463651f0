import type { TFunction } from 'i18next';
import { describeIssue } from '@app/contract';

type Issue = Parameters<typeof describeIssue>[0];
/** The part of a contract field schema a form rule needs. */
interface FieldSchema {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: Issue[] } };
}

/**
 * An antd form rule from one of the contract's field schemas, with its message from the
 * shared `validation` catalogue, so the console says exactly what the server would.
 */
export function zodRule(schema: FieldSchema, t: TFunction, fieldLabel: string) {
  return {
    validator: async (_rule: unknown, value: unknown) => {
      const result = schema.safeParse(value ?? '');
      if (result.success) return;
      const [issue] = result.error.issues;
      const [described] = issue ? describeIssue(issue) : [];
      throw new Error(
        described
          ? t(`validation:${described.key}`, { ...described.params, field: fieldLabel })
          : t('validation:validation.invalid', { field: fieldLabel }),
      );
    },
  };
}
