# The two commands of the README. Each installs what is missing.
.PHONY: run test

run:
	@scripts/run.sh

test:
	@scripts/test.sh
