import { parseAmountAs, type AmountKind, type ParsedAmount } from '@core/amount-input';
import { useState } from 'react';

/**
 * An amount field's text as the one parser reads it (null while blank), and whether the field
 * asks which of two readings was meant: once the field is left, or at once when a submit was
 * already refused, never while the first digits are being typed ('1,2' on the way to '1,200').
 */
export function useAmountText(text: string, kind: AmountKind, refused: boolean) {
  const [focused, setFocused] = useState(false);
  const parsed: ParsedAmount | null = text.trim() === '' ? null : parseAmountAs(kind, text);
  return {
    parsed,
    asking: parsed?.kind === 'ambiguous' && (!focused || refused),
    onFocus: () => setFocused(true),
    onBlur: () => setFocused(false),
  };
}
