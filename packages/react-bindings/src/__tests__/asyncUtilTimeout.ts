import { configure } from '@testing-library/react';

// waitFor and findBy* give up after 1 s by default: on a loaded 2-core CI machine (the suite runs there with
// other work), a render after a resolved request can take longer than that, and the test fails though the
// page is right. The bound only decides how long a failing wait takes to report; a passing one returns as soon
// as its check holds.
configure({ asyncUtilTimeout: 10_000 });
