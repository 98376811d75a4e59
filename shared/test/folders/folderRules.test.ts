import { FOLDER_KEYS, PROCESS_STATUSES } from '../../src/entities/folders';
import { FOLDER_RULES } from '../../src/folders/folderRules';

describe('folder rules', () => {
  it('gives every folder key a rule with its own count', () => {
    const countKeys = FOLDER_KEYS.map((key) => FOLDER_RULES[key].countKey);
    expect(new Set(countKeys).size).toBe(FOLDER_KEYS.length);
  });

  it('puts every status but Deleted in Order History', () => {
    expect([...FOLDER_RULES.allorder.statuses].sort()).toEqual(
      PROCESS_STATUSES.filter((status) => status !== 'Deleted').sort(),
    );
  });

  it('keeps the trailing space of the Awaiting status', () => {
    expect(FOLDER_RULES.awaitingorder.statuses).toEqual(['Awaiting ']);
  });

  it('narrows only My Orders to the signed-in user', () => {
    expect(FOLDER_KEYS.filter((key) => FOLDER_RULES[key].assignedToUser)).toEqual(['myOrder']);
  });
});
