from dsh_schedule.cli import main

raise SystemExit(main())
