import { graphql } from '../../../gql';

export const BackupStatusDocument = graphql(`
  query BackupStatus {
    backupStatus {
      running
      progress {
        phase
        done
        total
      }
      lastRun {
        id
        trigger
        status
        error
        finishedAt
      }
      newestBackupAt
      warning
      scheduled
      nextRunAt
      keepDaily
      keepWeekly
      directory
      keyFile
    }
  }
`);

export const BackupWarningDocument = graphql(`
  query BackupWarning {
    backupStatus {
      warning
    }
  }
`);

export const BackupsDocument = graphql(`
  query Backups {
    backups {
      name
      createdAt
      size
      rows
      photos
    }
  }
`);

export const BackUpNowMutation = graphql(`
  mutation BackUpNow {
    backUpNow {
      ok
      error
    }
  }
`);

export const BackupKeyMutation = graphql(`
  mutation BackupKey($password: String!) {
    backupKey(password: $password)
  }
`);
