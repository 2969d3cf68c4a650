import { useState } from 'react';
import { IconButton } from './IconButton';
import { Input, type InputProps } from './Input';

/**
 * A password input with a show/hide toggle (spec §2 login form).
 * @example <Field label="비밀번호"><PasswordInput autoComplete="current-password" /></Field>
 */
export function PasswordInput(props: Omit<InputProps, 'type' | 'suffix'>) {
  const [visible, setVisible] = useState(false);
  return (
    <Input
      {...props}
      type={visible ? 'text' : 'password'}
      suffix={
        <IconButton
          size="sm"
          icon={visible ? 'eyeOff' : 'eye'}
          label={visible ? '비밀번호 숨기기' : '비밀번호 보기'}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        />
      }
    />
  );
}
