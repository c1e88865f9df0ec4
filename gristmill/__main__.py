import sys

from gristmill.entry import main

sys.exit(main())
