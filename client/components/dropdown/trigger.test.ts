import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { assertTrigger, DropdownTriggerError, shouldOpenInValueMode } from './trigger';

function Custom(): ReactNode {
  return null;
}

describe('assertTrigger', () => {
  it('accepts a button in menu mode', () => {
    expect(assertTrigger(createElement('button', { type: 'button' }), 'menu')).toBe('button');
  });

  it('accepts an input in menu mode', () => {
    expect(assertTrigger(createElement('input', { type: 'text' }), 'menu')).toBe('input');
  });

  it('accepts an input in value mode', () => {
    expect(assertTrigger(createElement('input', { type: 'search' }), 'value')).toBe('input');
  });

  it('rejects a div', () => {
    expect(() => assertTrigger(createElement('div'), 'menu')).toThrow(DropdownTriggerError);
    expect(() => assertTrigger(createElement('div'), 'menu')).toThrow('Dropdown trigger must be an input or a button');
  });

  it('rejects components, text and nothing', () => {
    const message = 'Dropdown trigger must be an input or a button';
    expect(() => assertTrigger(createElement(Custom), 'menu')).toThrow(message);
    expect(() => assertTrigger('Menu', 'menu')).toThrow(message);
    expect(() => assertTrigger(null, 'menu')).toThrow(message);
    expect(() => assertTrigger(undefined, 'menu')).toThrow(message);
  });

  it('rejects a button in value mode', () => {
    expect(() => assertTrigger(createElement('button', { type: 'button' }), 'value')).toThrow(DropdownTriggerError);
    expect(() => assertTrigger(createElement('button', { type: 'button' }), 'value')).toThrow(
      'A button cannot use value mode; value mode needs an input',
    );
  });

  it('throws errors named DropdownTriggerError', () => {
    try {
      assertTrigger(createElement('span'), 'menu');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).name).toBe('DropdownTriggerError');
    }
  });
});

describe('shouldOpenInValueMode', () => {
  it('stays closed without text', () => {
    expect(shouldOpenInValueMode('')).toBe(false);
  });

  it('treats whitespace alone as no text', () => {
    expect(shouldOpenInValueMode('   ')).toBe(false);
    expect(shouldOpenInValueMode('\t\n')).toBe(false);
  });

  it('opens once the input has text', () => {
    expect(shouldOpenInValueMode('a')).toBe(true);
    expect(shouldOpenInValueMode('  Lager  ')).toBe(true);
  });
});
