import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../shared/field-errors';
import {
  defaultMilestoneTemplates,
  milestoneTemplatesUpdateSchema,
  stepsForMode,
} from './milestone-template-settings';

const templates = () => defaultMilestoneTemplates();

describe('milestone templates body', () => {
  it("takes today's templates as they are", () => {
    const parsed = milestoneTemplatesUpdateSchema.parse({ templates: templates() });
    expect(parsed.templates.sea.map((s) => s.key)).toEqual(templates().sea.map((s) => s.key));
    expect(parsed.templates.air[2]).toEqual({
      key: 'departed',
      label: 'Departed',
      planned_from: { leg: 'main', time: 'etd' },
      moves_to: 'InTransit',
    });
  });

  it('refuses a code used twice in one mode, naming the row', () => {
    const body = templates();
    body.air.push({ key: 'departed', label: 'Departed again' });
    expect(fieldErrorsOf(milestoneTemplatesUpdateSchema, { templates: body })).toEqual({
      'templates.air.6.key': 'Code "departed" is used twice in Air',
    });
  });

  it('allows the same code in two modes', () => {
    expect(() => milestoneTemplatesUpdateSchema.parse({ templates: templates() })).not.toThrow();
    expect(templates().sea.some((s) => s.key === 'departed')).toBe(true);
  });

  it('refuses an unknown status, a blank name, a bad code and an unknown leg time', () => {
    const body = templates();
    body.road[0] = {
      key: 'Booked!',
      label: ' ',
      moves_to: 'Lost' as never,
      planned_from: { leg: 'main', time: 'noon' as never },
    };
    expect(fieldErrorsOf(milestoneTemplatesUpdateSchema, { templates: body })).toEqual({
      'templates.road.0.key':
        'Code must be lower-case letters, digits and underscores, starting with a letter',
      'templates.road.0.label': 'Name is required',
      'templates.road.0.moves_to': 'Moves to must be one of In transit, Arrived, Delivered, Closed',
      'templates.road.0.planned_from.time': 'Time must be ETD, ETA, ATD or ATA',
    });
  });

  it('refuses a mode without steps, and a missing mode', () => {
    const body: Record<string, unknown> = { ...templates(), rail: [] };
    delete body.road;
    const errors = fieldErrorsOf(milestoneTemplatesUpdateSchema, { templates: body });
    expect(errors['templates.rail']).toBe('Rail needs at least one milestone');
    expect(errors['templates.road']).toBe('Road steps must be a list');
  });

  it('gives each transport mode its family', () => {
    expect(stepsForMode(templates(), 'Express')[0]?.key).toBe('booked');
    expect(stepsForMode(templates(), 'Sea LCL')[0]?.key).toBe('booking_confirmed');
  });
});
